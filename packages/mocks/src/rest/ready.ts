/** Readiness path every avaspec mock answers with 200 `{"ready":true}` once it serves requests. */
export const READY_PATH = "/__avaspec/ready";
