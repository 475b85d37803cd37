export declare function buildApp(outDir: string): number;
