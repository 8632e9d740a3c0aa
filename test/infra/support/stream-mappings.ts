/** Reading a synthesized template's stream consumers: the event source mapping that feeds a function, and its filters. */
import type { Template } from 'aws-cdk-lib/assertions';

/** The properties of the one event source mapping that feeds this function (fails unless there is exactly one). */
export function onlyMappingOf(template: Template, functionId: string): Record<string, unknown> {
  const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: functionId } } }));
  expect(mappings).toHaveLength(1);
  return (mappings[0] as { Properties: Record<string, unknown> }).Properties;
}

/** The event patterns a mapping's filters let through, parsed. */
export function filterPatterns(mapping: Record<string, unknown>): unknown[] {
  return (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((filter) => JSON.parse(filter.Pattern) as unknown);
}
