// bpmn-moddle's package exports no types for its main entry, bpmn-auto-layout has none: the little used here.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: object; warnings: { message: string }[] }>;
    toXML(element: object, options?: { format?: boolean }): Promise<{ xml: string }>;
    create<T extends object>(type: string, attributes?: object): T;
  }
}
declare module 'bpmn-auto-layout' {
  /** The same definitions with BPMNDiagram coordinates for every node and flow. */
  export function layoutProcess(xml: string): Promise<string>;
}
