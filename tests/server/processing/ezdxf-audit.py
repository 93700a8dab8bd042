"""Reads DXF files with ezdxf (an independent reader) and prints, per file, its audit and what it finds.

Usage: python3 ezdxf-audit.py FILE...  ->  one JSON object: {file: {errors, fixes, messages, types, bbox}}.
"""
import json
import sys

import ezdxf
from ezdxf import bbox, recover

TYPES = ["LINE", "TEXT", "MTEXT", "DIMENSION", "INSERT", "SOLID", "IMAGE", "LWPOLYLINE", "CIRCLE", "ARC"]

out: dict = {}
for path in sys.argv[1:]:
    try:
        doc = ezdxf.readfile(path)
    except ezdxf.DXFError:
        # Some source drawings need ezdxf's tolerant loader; what we write must never.
        doc, _ = recover.readfile(path)
        out.setdefault("_recovered", []).append(path)
    auditor = doc.audit()
    msp = doc.modelspace()
    box = bbox.extents(msp, cache=None)
    out[path] = {
        "errors": len(auditor.errors),
        "fixes": len(auditor.fixes),
        "messages": [e.message for e in auditor.errors][:5] + [f.message for f in auditor.fixes][:5],
        "types": {t: len(msp.query(t)) for t in TYPES},
        "layers": {
            layer.dxf.name: {"off": layer.is_off(), "frozen": layer.is_frozen(), "locked": layer.is_locked(),
                             "linetype": layer.dxf.linetype, "lineweight": layer.dxf.lineweight}
            for layer in doc.layers
        },
        "bbox": [box.extmin.x, box.extmin.y, box.extmax.x, box.extmax.y] if box.has_data else None,
    }
print(json.dumps(out))
