"""The work our DXF metadata job does, done with ezdxf: read the file, take the model space's bounding box
and count entities by type and by layer. Prints one JSON object: file name -> median CPU milliseconds.

Usage: python3 ezdxf_metadata.py REPEATS FILE...
"""
import json
import os
import sys
import time

import ezdxf
from ezdxf import bbox, recover


def metadata(path):
    try:
        doc = ezdxf.readfile(path)
    except Exception:  # ezdxf refuses some real files (B01's escaped layer names); its recover mode reads them
        doc, _auditor = recover.readfile(path)
    msp = doc.modelspace()
    extents = bbox.extents(msp)
    by_type = {}
    by_layer = {}
    for entity in msp:
        by_type[entity.dxftype()] = by_type.get(entity.dxftype(), 0) + 1
        by_layer[entity.dxf.layer] = by_layer.get(entity.dxf.layer, 0) + 1
    return extents, len(doc.layers), by_type, by_layer


def main():
    repeats = int(sys.argv[1])
    paths = sys.argv[2:]
    times = {path: [] for path in paths}
    # Passes over all files, so a moment of load on the shared machine touches every file a little, not one a lot.
    for _ in range(repeats):
        for path in paths:
            start = time.process_time()
            metadata(path)
            times[path].append((time.process_time() - start) * 1000)
    out = {}
    for path, values in times.items():
        values.sort()
        out[os.path.basename(path)] = values[len(values) // 2]
    print(json.dumps({"ezdxf": ezdxf.__version__, "ms": out}))


main()
