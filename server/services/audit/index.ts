// The audit's public module: no other area reads it yet (docs/adding-an-area.md).
export {}
