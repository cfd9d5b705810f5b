// The step-by-step authenticity check (/echtheit-pruefen).
export { AuthenticityCheck } from "./authenticity-check";
