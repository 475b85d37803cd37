import { useState, type ComponentType } from 'react';

interface Controlled {
  value: unknown;
  onChange: (next: never) => void;
}

/**
 * A controlled component as its parent would hold it: the story keeps the value, and each change
 * still reaches the story's `onChange` spy.
 */
export function controlled<Props extends Controlled>(Component: ComponentType<Props>) {
  return function Stateful(props: Props) {
    const [value, setValue] = useState<Props['value']>(props.value);
    const onChange = (next: Props['value']) => {
      setValue(() => next);
      (props.onChange as (next: Props['value']) => void)(next);
    };
    // The generic props cannot be narrowed by the spread; value and onChange keep their types.
    return <Component {...({ ...props, value, onChange } as Props)} />;
  };
}
