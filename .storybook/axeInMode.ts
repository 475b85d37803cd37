import axe from 'axe-core';
import type { Parameters } from '@storybook/react-vite';

interface A11yParameters {
  config?: axe.Spec;
  options?: axe.RunOptions;
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
}

/** Whether the story's a11y parameters let axe judge it (as addon-a11y decides). */
export function axeChecks(parameters: Parameters): boolean {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  return a11y.disable !== true && a11y.test !== 'off';
}

/**
 * Runs axe over the page as addon-a11y does after a story (the whole body, portals included, with
 * the story's own a11y parameters and without `region`, which a lone component cannot satisfy),
 * and lists what it breaks: one line per rule and element, so a failure names what to fix.
 */
export async function axeViolations(parameters: Parameters, rules?: readonly string[]) {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  axe.reset();
  axe.configure({
    ...a11y.config,
    rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
  });
  const result = await axe.run(
    { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs']] },
    rules
      ? { ...a11y.options, runOnly: { type: 'rule', values: [...rules] } }
      : (a11y.options ?? {}),
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
    ),
  );
}
