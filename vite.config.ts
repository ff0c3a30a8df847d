import { getRequestListener } from "@hono/node-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** In `npm run dev`, everything Vite itself does not serve goes to the Hono app (API included). */
function honoDevServer(): Plugin {
  return {
    name: "keraton-hono-dev",
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          try {
            const { getDevApp } = await server.ssrLoadModule("/server/dev-app.ts");
            const app = await getDevApp();
            await getRequestListener(app.fetch)(req, res);
          } catch (err) {
            next(err);
          }
        });
      };
    },
  };
}

export default defineConfig({
  // The server build's entry is our page handler, which imports React Router's server build.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/pages/ssr-entry.ts" } } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), honoDevServer(), reactRouter()],
});
