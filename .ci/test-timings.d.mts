// Types of test-timings.mjs for the TypeScript configs that import it.
export function vitestReporters(name: string): (string | [string, { outputFile: string }])[];
export function playwrightTimings(): [string, { outputFile: string }][];
