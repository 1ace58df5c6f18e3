// An SVG imported by a module is the address of the file the build copies it to.
declare module "*.svg" {
  const url: string;
  export default url;
}

// A stylesheet imported with `?url` is the address of the file the build copies it to.
declare module "*.css?url" {
  const url: string;
  export default url;
}
