// The UI's one client module for the shell: typed commands and types.
export * from "./bindings";
export { AppError } from "./transport";
