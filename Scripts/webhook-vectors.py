"""Writes Tests/Fixtures/Webhooks/vendor-vectors.json: signed webhook requests made by the vendors' own libraries
(stripe, standardwebhooks; versions in Tests/Fixtures/Webhooks/requirements.txt), each checked by the same library,
for APIWebhooksTests to verify. `--check` compares a fresh run with the committed file instead of writing it.

Run in a virtual environment with those requirements (Scripts/webhook-vectors.sh sets one up)."""

import json
import sys
from datetime import datetime, timezone
from unittest import mock

import standardwebhooks
import stripe
from stripe import WebhookSignature

OUT = "Tests/Fixtures/Webhooks/vendor-vectors.json"
BODY = '{\n  "id": "evt_1",\n  "object": "event",\n  "type": "invoice.paid",\n  "data": {"object": {"amount": 2000}}\n}'
AT = 1700000000


def stripe_vectors():
    secret, older = "whsec_test_secret", "whsec_previous_secret"
    signed = lambda key, t=AT: WebhookSignature._compute_signature(f"{t}.{BODY}", key)
    header = f"t={AT},v1={signed(secret)}"
    rotated = f"t={AT},v1={signed(older)},v1={signed(secret)},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07"
    with mock.patch("time.time", return_value=AT + 10):
        for key, value in ((secret, header), (secret, rotated), (older, rotated)):
            assert WebhookSignature.verify_header(BODY, value, key, tolerance=300)
    return {
        "library": f"stripe {stripe.VERSION}",
        "secret": secret,
        "olderSecret": older,
        "body": BODY,
        "signedAt": AT,
        "header": header,
        "rotatedHeader": rotated,
    }


def standard_vectors():
    secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
    older = "whsec_" + "c2Vjb25kLXNlY3JldC1mb3Itcm90YXRpb24="
    hook, old_hook = standardwebhooks.Webhook(secret), standardwebhooks.Webhook(older)
    when = datetime.fromtimestamp(AT, tz=timezone.utc)
    signature = hook.sign("msg_1", when, BODY)
    both = old_hook.sign("msg_1", when, BODY) + " " + signature
    headers = {"webhook-id": "msg_1", "webhook-timestamp": str(AT), "webhook-signature": signature}
    with mock.patch("standardwebhooks.webhooks.datetime") as clock:
        clock.now.return_value = when
        clock.fromtimestamp = datetime.fromtimestamp
        assert hook.verify(BODY, headers) is not None
        assert old_hook.verify(BODY, {**headers, "webhook-signature": both}) is not None
    return {
        "library": "standardwebhooks " + version("standardwebhooks"),
        "secret": secret,
        "olderSecret": older,
        "body": BODY,
        "id": "msg_1",
        "signedAt": AT,
        "signature": signature,
        "rotatedSignature": both,
    }


def version(name):
    from importlib.metadata import version as installed

    return installed(name)


def main():
    text = json.dumps({"stripe": stripe_vectors(), "standardWebhooks": standard_vectors()}, indent=2) + "\n"
    if "--check" in sys.argv:
        with open(OUT) as committed:
            if committed.read() != text:
                sys.exit(f"{OUT} differs from what the vendors' libraries give now: rerun without --check")
        print(f"{OUT}: the vendors' libraries give the committed vectors")
    else:
        with open(OUT, "w") as out:
            out.write(text)


main()
