// The SDK of apps/connexion_pets.py: generated at build time by the APIGen build plugin from the spec the running
// Connexion app served (openapi.json, every `$ref` written out in place; fetched by Scripts/live-servers.sh).
