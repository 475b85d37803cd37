export declare function prebundledDeps(root: string, dirs: string[]): string[];
