// The vocabularies module's public file: what other modules use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { localName } from './vocabulary-names';
