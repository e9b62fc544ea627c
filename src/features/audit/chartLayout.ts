import type { ElkNode } from 'elkjs/lib/elk-api.js'
import type { AnyStateMachine } from 'xstate'
import { chartFor, type MachineChart } from './chartGraph.ts'

export interface Box {
  id: string
  x: number
  y: number
  width: number
  height: number
  label: { text: string; x: number; y: number }
}

export interface Arrow {
  id: string
  points: { x: number; y: number }[]
  label: { text: string; x: number; y: number } | null
}

export interface LaidChart extends MachineChart {
  width: number
  height: number
  boxes: Box[]
  arrows: Arrow[]
}

const laidOut = new WeakMap<AnyStateMachine, Promise<LaidChart>>()

function boxesOf(node: ElkNode, into: Box[] = []): Box[] {
  const label = node.labels?.[0]
  into.push({
    id: node.id,
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
    label: { text: label?.text ?? '', x: label?.x ?? node.x ?? 0, y: label?.y ?? node.y ?? 0 },
  })
  for (const child of node.children ?? []) boxesOf(child, into)
  return into
}

/**
 * The machine's statechart laid out by ELK (every shape in the root's coordinates), once per machine
 * version: the layout library is loaded with the first chart, not with the console.
 */
export function layOut(machine: AnyStateMachine): Promise<LaidChart> {
  let chart = laidOut.get(machine)
  if (!chart) {
    chart = (async () => {
      // A CommonJS module whose export is also its own `default`: the same constructor wherever it is read.
      const ELK = (await import('elkjs/lib/elk.bundled.js')).default.default
      const drawn = chartFor(machine)
      const laid = await new ELK().layout(drawn.graph)
      return {
        ...drawn,
        width: laid.width ?? 0,
        height: laid.height ?? 0,
        boxes: boxesOf(laid).slice(1),
        arrows: (laid.edges ?? []).map((edge) => {
          const section = edge.sections?.[0]
          const label = edge.labels?.[0]
          return {
            id: edge.id,
            points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
            label: label ? { text: label.text ?? '', x: label.x ?? 0, y: label.y ?? 0 } : null,
          }
        }),
      }
    })()
    laidOut.set(machine, chart)
  }
  return chart
}
