# Known answers for `mt19937-python`: CPython's own random module (no code of ours). For each
# seed, random.seed(seed), then the first 16 random.getrandbits(32) and word number 1,000.
#   python3 mt19937_python.py > mt19937-python.json
import json
import sys

import random

out = []
for seed in [0, 1, 42, 2**32 - 1, 2**32, 2**40 + 7, 2**64 - 1]:
    random.seed(seed)
    words = [random.getrandbits(32) for _ in range(1000)]
    out.append({"seed": str(seed), "words": words[:16], "word1000": words[999]})
rows = ",\n".join("    " + json.dumps(row) for row in out)
print(f'{{\n  "python": "{sys.version.split()[0]}",\n  "cpython": [\n{rows}\n  ]\n}}')
