// V8's full garbage collection, for tests that check what is let go of (http/answers-die-young.test.ts,
// http/micro-cache.test.ts): `--expose-gc` is borrowed only long enough to get hold of gc(), so contexts made
// later by other tests in this process do not get it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** a full collection: it moves what is alive, the maps included, to the old generation */
export const fullCollection = runInNewContext('gc') as () => void;
setFlagsFromString('--no-expose-gc');
