/**
 * Runs executing at once in a process (RUN_CONCURRENCY). A run mostly waits (its requests, timers, a
 * browser, the database), so this is well above the cores: at 8 the runs bench's 1,000 runs went at
 * 178 a second with under one core busy, held by how many ran at once; at 16 at 246-262 a second, at
 * 32 at 357 (D120). Each node's sandbox may take 32 MB (D45): 32 runs at once bound that at 1 GB.
 * Each user is still held to their plan's runs at once across every process.
 */
export const defaultRunConcurrency = 32;
