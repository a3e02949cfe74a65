import { startFakeGemini } from '../server/assistant/fake-gemini';

/** The fake Gemini of the server tests as a process, for the e2e run's second app server (the one with a key). */
const port = Number(process.env.FAKE_GEMINI_PORT);
const fake = await startFakeGemini(port);
console.log(`fake Gemini listening on ${fake.baseUrl}`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
