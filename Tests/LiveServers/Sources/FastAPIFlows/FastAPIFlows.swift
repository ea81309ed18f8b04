// The SDK of apps/fastapi_flows.py: generated at build time by the APIGen build plugin from the spec the running
// app served (openapi.json, fetched by Scripts/live-servers.sh).
