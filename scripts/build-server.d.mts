// Types of scripts/build-server.mjs for the TypeScript that imports it (bench/boot.bench.ts).
export declare const SERVER_OUT: string;
export declare const SERVER_MAIN: string;
export declare const DEMO_MAIN: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const buildServer: () => Promise<unknown>;
