// The SDK of apps/flasgger_notes.py: generated at build time by the APIGen build plugin from the Swagger 2.0 spec
// the running app served (openapi.json, fetched by Scripts/live-servers.sh).
