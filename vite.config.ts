import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompressPlugin } from "./server/precompress.ts";

// The server build's entry is our Express app (server/app.ts), which wraps the React Router
// handler; server.ts only listens, compresses and shuts down (docs/decisions/002-server.md).
export default defineConfig({
  build: { assetsInlineLimit: 0 },
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                { name: "shared", minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
  plugins: [reactRouter(), precompressPlugin()],
});
