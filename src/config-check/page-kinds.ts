// Every page kind a route may name, as one list: the schema's enum, which the page registry is
// typed against (src/pages/page-registry.ts fails to compile unless its keys are exactly these). Code
// that only needs the names (the studio's checks) reads them here: importing the registry would
// tie it to every page's code.
import schema from '../../schemas/site-config.schema.json';
import type { PageKind } from '../generated/site-config';

export const pageKinds: readonly PageKind[] = schema.$defs.pageKind.enum as PageKind[];
