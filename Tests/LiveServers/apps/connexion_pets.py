"""A Connexion app (spec-first: connexion_pets.yaml), as its users write them: handlers named by dotted operation
ids, requests validated by Connexion, errors as problem+json.

Served by uvicorn (`python connexion_pets.py PORT`); its spec is what Connexion serves at `/openapi.json`.
"""

import sys
from pathlib import Path

from connexion import AsyncApp
from connexion.problem import problem

from recorder import RecordingASGI

pets = {}
# Where an operation documents more than one media type, Connexion needs the handler to say which it answers in.
JSON = {"Content-Type": "application/json"}


def list_pets(limit=2, offset=0, species=None):
    matching = [pet for _, pet in sorted(pets.items()) if species is None or pet["species"] == species]
    return {"items": matching[offset : offset + limit], "total": len(matching)}


def create_pet(body):
    pet = {"id": max(pets, default=0) + 1, **body}
    pets[pet["id"]] = pet
    return pet, 201, JSON


def get_pet(pet_id):
    if pet_id not in pets:
        return problem(404, "Not Found", f"no pet {pet_id}")
    return pets[pet_id], 200, JSON


def delete_pet(pet_id):
    if pets.pop(pet_id, None) is None:
        return problem(404, "Not Found", f"no pet {pet_id}")
    return None, 204


async def put_photo(pet_id, photo, body=None, caption=None):
    data = await photo.read()
    caption = caption if caption is not None else (body or {}).get("caption")
    return {"pet": pet_id, "bytes": len(data), "caption": caption}


def shelter():
    # A deviation on purpose (for `apigen verify`): the spec documents a JSON answer; this redirects elsewhere.
    return "", 302, {"Location": "https://shelter.example/pets"}


def reset():
    pets.clear()


app = AsyncApp(__name__)
app.add_api(Path(__file__).with_name("connexion_pets.yaml"))
recording = RecordingASGI(app, unrecorded=("/openapi.json", "/_reset"))


async def with_reset(scope, receive, send):
    if scope["type"] == "http" and scope["path"] == "/_reset":
        reset()
        await send({"type": "http.response.start", "status": 204, "headers": []})
        await send({"type": "http.response.body", "body": b""})
        return
    await recording(scope, receive, send)


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(with_reset, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
