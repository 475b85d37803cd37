export declare function buildApp(outDir: string): number;
export declare function buildIsStale(outDir: string): boolean;
export declare function ensureAppBuilt(outDir: string): number;
