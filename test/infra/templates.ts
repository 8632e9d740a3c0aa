/**
 * Reading a stack with nested stacks (infra/api.ts nests the API's routes): each template on its own,
 * for counting, and all of them merged into one, for assertions that should not care which stack a
 * resource lives in.
 */
import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

type Json = Record<string, unknown>;

export interface StackTemplate {
  /** The construct path of the stack (`Portal-test`, `Portal-test/Api/Http/CasesRoutes`). */
  readonly path: string;
  readonly template: Json;
}

/** The stacks nested directly in `stack`. */
function nestedStacksOf(stack: Stack): NestedStack[] {
  return stack.node.findAll().filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct) && construct.nestedStackParent === stack);
}

/** The template of `stack` and of every stack nested in it, at any depth (the root first). */
export function templatesOf(stack: Stack): StackTemplate[] {
  return [{ path: stack.node.path, template: Template.fromStack(stack).toJSON() }, ...nestedStacksOf(stack).flatMap((nested) => templatesOf(nested))];
}

/** `value` with every object for which `replace` answers something replaced by that answer. */
function substitute(value: unknown, replace: (node: Json) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const replaced = replace(value as Json);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(value as Json).map(([key, item]) => [key, substitute(item, replace)]));
}

function merged(stack: Stack): Json {
  const template = structuredClone(Template.fromStack(stack).toJSON()) as Json & { Resources: Record<string, Json> };
  for (const nested of nestedStacksOf(stack)) {
    const resource = nested.nestedStackResource;
    if (!resource) continue;
    const resourceId = stack.resolve(resource.logicalId) as string;
    const parameters = ((template.Resources[resourceId]?.Properties as Json | undefined)?.Parameters ?? {}) as Json;
    // The nested template, its parameters replaced by what this stack passes them.
    const child = substitute(merged(nested), (node) => (typeof node.Ref === 'string' && node.Ref in parameters ? parameters[node.Ref] : undefined)) as {
      Resources?: Record<string, Json>;
      Outputs?: Record<string, { Value: unknown }>;
    };
    delete template.Resources[resourceId];
    for (const [id, childResource] of Object.entries(child.Resources ?? {})) {
      if (id in template.Resources) throw new Error(`Logical id ${id} is in ${stack.node.path} and in ${nested.node.path}`);
      template.Resources[id] = childResource;
    }
    // This stack's reads of the nested stack's outputs, replaced by the outputs' values.
    const outputs = child.Outputs ?? {};
    Object.assign(
      template,
      substitute(template, (node) => {
        const getAtt = node['Fn::GetAtt'] as [string, string] | undefined;
        if (!getAtt || getAtt[0] !== resourceId || !getAtt[1].startsWith('Outputs.')) return undefined;
        return outputs[getAtt[1].slice('Outputs.'.length)]?.Value;
      }),
    );
  }
  return template;
}

/**
 * The stack's template with its nested stacks' resources merged in, as if it were one template: a
 * nested stack's parameters are replaced by the values its parent passes, and the parent's reads of
 * a nested stack's outputs by the outputs' values.
 */
export function mergedTemplate(stack: Stack): Template {
  return Template.fromJSON(merged(stack));
}
