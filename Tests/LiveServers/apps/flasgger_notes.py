"""A Flask app documented with flasgger as its users write it: YAML in docstrings, Swagger 2.0, with the slips such
specs carry (`type: int`, header parameters without a type, a path variable no parameter declares, answers
documented by `produces` alone, without a schema).

Served by uvicorn through a2wsgi (`python flasgger_notes.py PORT`); its spec is flasgger's `/apispec_1.json`.
"""

import sys

from flasgger import Swagger
from flask import Flask, jsonify, request

from recorder import recording_wsgi

app = Flask(__name__)
Swagger(
    app,
    template={
        "swagger": "2.0",
        "info": {"title": "Notes", "version": "1.0"},
        "produces": ["application/json"],
        "definitions": {
            "NewNote": {
                "type": "object",
                "required": ["text"],
                "properties": {"text": {"type": "str"}, "pinned": {"type": "bool"}, "stars": {"type": "int"}},
            },
            "Note": {
                "allOf": [
                    {"$ref": "#/definitions/NewNote"},
                    {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
                ]
            },
        },
    },
)
notes = {}


@app.post("/notes")
def create_note():
    """Creates a note.
    ---
    tags: [notes]
    parameters:
      - {name: body, in: body, required: true, schema: {$ref: "#/definitions/NewNote"}}
      - {name: X-Request-Id, in: header}
    responses:
      201: {description: the note, schema: {$ref: "#/definitions/Note"}}
    """
    note = {"id": max(notes, default=0) + 1, **request.get_json()}
    notes[note["id"]] = note
    return jsonify(note), 201, {"X-Echo-Request-Id": request.headers.get("X-Request-Id", "")}


@app.get("/notes/<int:note_id>")
def read_note(note_id):
    """Reads a note.
    ---
    tags: [notes]
    parameters:
      - {name: note_id, in: path, type: int}
    responses:
      200: {description: the note, schema: {$ref: "#/definitions/Note"}}
      404: {description: no such note}
    """
    if note_id not in notes:
        return jsonify({"message": f"note {note_id} not found"}), 404
    return jsonify(notes[note_id])


@app.delete("/notes/<int:note_id>")
def delete_note(note_id):
    """Deletes a note.
    ---
    tags: [notes]
    parameters:
      - {name: note_id, in: path, type: int}
    responses:
      204: {description: deleted}
    """
    notes.pop(note_id, None)
    return "", 204


@app.get("/notes/<int:note_id>/tags/<tag>")
def read_tag(note_id, tag):
    """Whether a note has a tag (the `tag` variable is declared by no parameter).
    ---
    tags: [notes]
    parameters:
      - {name: note_id, in: path, type: int}
      - {name: If-None-Match, in: header}
    responses:
      200: {description: the tag and the note's id}
    """
    return jsonify({"note": note_id, "tag": tag, "ifNoneMatch": request.headers.get("If-None-Match")})


@app.get("/notes/count")
def count():
    """Counts the notes (a deviation on purpose, for `apigen verify`: X-Total-Count is documented as an integer).
    ---
    tags: [notes]
    responses:
      200:
        description: the count
        schema: {type: object, properties: {count: {type: integer}}}
        headers:
          X-Total-Count: {type: integer, description: how many notes}
    """
    return jsonify({"count": len(notes)}), 200, {"X-Total-Count": "many"}


@app.get("/notes/summary")
def summary():
    """Counts the notes, as plain text.
    ---
    tags: [notes]
    produces: [text/plain]
    responses:
      200: {description: the count}
    """
    return f"{len(notes)} notes", 200, {"Content-Type": "text/plain; charset=utf-8"}


@app.post("/_reset")
def reset():
    notes.clear()
    return "", 204


recording = recording_wsgi(app, unrecorded=("/apispec_1.json", "/_reset"))

if __name__ == "__main__":
    import uvicorn

    uvicorn.run(recording, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
