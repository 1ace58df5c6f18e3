// Builds the React app into frontend/build/bundles with content-hashed names, one chunk per
// route (the admin panel its own), and writes webpack-stats.json for django-webpack-loader.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { EsbuildPlugin } from "esbuild-loader";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import BundleTracker from "webpack-bundle-tracker";

const root = path.dirname(fileURLToPath(import.meta.url));
// FRONTEND_BUILD_DIR lets several builds live side by side (Django reads the same variable).
const buildDir = process.env.FRONTEND_BUILD_DIR
  ? path.resolve(process.env.FRONTEND_BUILD_DIR)
  : path.join(root, "frontend", "build");
// webpack's own minimizer (terser through minimizer-webpack-plugin), resolved from webpack's
// package so it is the very one webpack's default ("...") would use.
const MinimizerPlugin = createRequire(createRequire(import.meta.url).resolve("webpack"))(
  "minimizer-webpack-plugin",
);
const routerDist = path.join(root, "node_modules", "react-router", "dist");

// Which source files each script holds, in chunk-modules.json beside webpack-stats.json (never
// served): chunk files are short numbers, so a test proves what a page downloads by reading
// what is in it (never frontend/src/admin, Formik or yup on the home page), not by its name.
class ChunkModulesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap("ChunkModulesPlugin", (compilation) => {
      const sources = (module) =>
        module.modules ? module.modules.flatMap(sources) : module.resource ? [module.resource] : [];
      const files = {};
      for (const chunk of compilation.chunks) {
        const held = [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
          .flatMap(sources)
          .map((file) => path.relative(root, file).split(path.sep).join("/"));
        for (const file of chunk.files) {
          if (file.endsWith(".js")) files[file] = [...new Set(held)].sort();
        }
      }
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, "chunk-modules.json"), JSON.stringify(files, null, 1));
    });
  }
}

export default (_env, argv) => {
  const production = argv.mode !== "development";
  return {
    mode: production ? "production" : "development",
    context: root,
    entry: { main: "./frontend/src/main.tsx" },
    output: {
      path: path.join(buildDir, "bundles"),
      // Must match STATIC_URL + WEBPACK_LOADER's BUNDLE_DIR_NAME so lazy chunks load.
      publicPath: "/static/bundles/",
      // Eight hex digits name a script's content well enough among a few dozen, and every
      // chunk's name and hash is in the runtime the home page downloads.
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      clean: true,
    },
    // No eval-based source maps: the Content-Security-Policy forbids 'unsafe-eval'.
    devtool: production ? false : "cheap-module-source-map",
    resolve: {
      extensions: [".tsx", ".ts", ".js"],
      alias: {
        "@": path.join(root, "frontend", "src"),
        // React Router's package exports its development build to every bundler (its dev
        // warnings switched on); a production bundle takes the production build beside it.
        ...(production && {
          "react-router$": path.join(routerDist, "production", "index.mjs"),
          "react-router/dom$": path.join(routerDist, "production", "dom-export.mjs"),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: "esbuild-loader",
          options: { target: "es2020", jsx: "automatic" },
        },
        {
          // Flags (flag-icons): files of their own next to the bundles, never inlined into a
          // script, so they cost the script budget nothing and are cached once.
          test: /\.svg$/,
          include: path.join(root, "node_modules", "flag-icons"),
          type: "asset/resource",
          generator: { filename: "flags/[name].[contenthash:12][ext]" },
        },
        {
          // A stylesheet imported with `?url` is a file of its own and the import is its
          // address (the CV's print styles, which its page links while it is shown): a CSS chunk
          // would put mini-css-extract's loader into the entry every visitor downloads.
          test: /\.css$/,
          resourceQuery: /url/,
          type: "asset/resource",
          generator: { filename: "[name].[contenthash:12][ext]" },
        },
        {
          test: /\.css$/,
          resourceQuery: { not: [/url/] },
          use: [MiniCssExtractPlugin.loader, "css-loader", "postcss-loader"],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? "[name].[contenthash:12].css" : "[name].css",
        chunkFilename: production ? "[name].[contenthash:12].css" : "[name].css",
      }),
      new BundleTracker({ path: buildDir, filename: "webpack-stats.json" }),
      new ChunkModulesPlugin(),
    ],
    optimization: {
      minimizer: [
        // webpack's default JS minimizer, except that each script no longer opens with a
        // "/*! For license information please see <its long name>.LICENSE.txt */" banner:
        // the licences are still extracted, to <script>.LICENSE.txt beside it, and the
        // banners cost the home page's scripts about 120 bytes gzip between them.
        new MinimizerPlugin({
          test: /\.[cm]?js$/i,
          minify: MinimizerPlugin.terserMinify,
          // Output for the browsers the site supports (es2020, as esbuild compiles to): shorter
          // arrow functions and shorthand where terser's default (ES5 output) spells them out.
          minimizerOptions: { ecma: 2020, compress: { passes: 2 }, format: { ecma: 2020 } },
          extractComments: { condition: "some", banner: false },
        }),
        new EsbuildPlugin({ target: "es2020", css: true, exclude: /\.js$/ }),
      ],
      splitChunks: {
        chunks: "all",
        cacheGroups: {
          // The helpers several lazy chunks share (the API client, the public reads' SWR
          // options): one chunk of their own, not a copy in each (webpack's default copies
          // modules under 20 kB into every chunk that needs them). Below 2 kB a helper is
          // copied: its own request and gzip frame would cost more than the copies.
          lib: {
            test: /[\\/]frontend[\\/]src[\\/]lib[\\/]/,
            minChunks: 2,
            minSize: 2000,
            priority: -5,
            reuseExistingChunk: true,
          },
        },
      },
      // Short numeric ids (webpack's production default): the runtime's map of chunk files and
      // every import() carry them, and readable names cost the home page about 1 KB gzip.
      // Named chunks (admin, app) keep their names; chunk-modules.json says what each holds.
      chunkIds: "deterministic",
    },
    performance: { hints: false },
    stats: production ? "errors-warnings" : "minimal",
  };
};
