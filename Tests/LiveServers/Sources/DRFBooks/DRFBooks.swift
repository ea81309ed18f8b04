// The SDK of apps/drf_books.py: generated at build time by the APIGen build plugin from the spec drf-spectacular
// served for the running app (openapi.json, fetched by Scripts/live-servers.sh).
