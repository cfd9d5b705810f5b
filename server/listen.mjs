// What `npm start` and `npm run hub` do when their server cannot listen: say why in German and exit with 1.

/**
 * @param {import("node:http").Server} server
 * @param {number} port
 */
export function exitOnServerError(server, port) {
  server.on("error", (error) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    console.error(
      code === "EADDRINUSE" ? `Port ${port} ist bereits belegt (PORT=… wählt einen anderen).` : `Serverfehler: ${error.message}`,
    );
    process.exit(1);
  });
}
