// Runs the Firebase Auth emulator of firebase-tools (the same Express app `firebase emulators:start --only auth`
// serves) without the CLI, which would first try to reach the internet. Usage: node firebase-auth-emulator.cjs PORT
const { createApp } = require('firebase-tools/lib/emulator/auth/server');

const port = Number(process.argv[2] ?? 3230);
createApp('demo-sdp').then((app) => {
  app.listen(port, '127.0.0.1', () => console.log(`auth emulator ready on ${port}`));
});
