import argon2 from 'argon2'
import type { ServerConfig } from '../config.ts'

export type PasswordHasher = {
  hash(password: string): Promise<string>
  verify(hash: string, password: string): Promise<boolean>
}

export function passwordHasher(cost: ServerConfig['argon2']): PasswordHasher {
  return {
    hash: (password) => argon2.hash(password, { type: argon2.argon2id, ...cost }),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password)
      } catch {
        return false
      }
    },
  }
}
