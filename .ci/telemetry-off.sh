# Sourced by the root package.json scripts: no telemetry from turbo, Redocly, Prism (scarf) or anything honouring
# DO_NOT_TRACK. .ci/run exports the same.
export TURBO_TELEMETRY_DISABLED=1 REDOCLY_TELEMETRY=off SCARF_ANALYTICS=false DO_NOT_TRACK=1
