// The reviews module's public file: what other modules use (docs/architecture.md). Its HTTP routes are in
// routes.ts, which only app.ts registers.
export { profileOf, type Profile } from './profiles';
