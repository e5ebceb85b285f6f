/** Jest stand-in for Next's 'server-only' marker (see jest.config.mjs). */
export {};
