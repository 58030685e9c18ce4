// Types of eslint.layers.js, for the test that reads its tables.
import type { Linter } from 'eslint';

/** Where each layer lives: file patterns from the project's root. */
export declare const WHERE: Record<string, string | string[]>;
/** Each layer and the layers it may import. */
export declare const LAYERS: Record<string, readonly string[]>;
export declare const layersConfig: Linter.Config;
/** The files that may import site.config.json; everything else gets the config as a value. */
export declare const CONFIG_ENTRIES: readonly string[];
export declare const configValueConfig: Linter.Config;
