#!/usr/bin/env python3
"""Every report.sarif in OUT against the SARIF 2.1.0 schema (jsonschema's Draft4Validator, the
schema's own draft) and against what GitHub's code scanning requires or uses ("SARIF support for
code scanning"): a result's ruleId naming a rule, its message, one to ten locations each with an
artifact URI and a region, partialFingerprints that keep results apart, among them a
primaryLocationLineHash of its own (distinct per result); a rule's shortDescription,
fullDescription and help (text and Markdown); columnKind when there are results; URIs relative
to a base named in originalUriBaseIds (or absolute file URIs), percent-encoded, that name the file
the diagnostic is about. Columns are checked against report.json's diagnostics, converted to the
unit columnKind names."""

import json
import os
import re
import sys
import urllib.parse

import jsonschema

from corpus import Findings, corpora, out_folder, shown

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "clients", "sarif-schema-2.1.0.json")
# RFC 3986: a path of unreserved characters, '/' and percent-encoded bytes (upper-case hex).
PATH = re.compile(r"^(?:[A-Za-z0-9\-._~/]|%[0-9A-F]{2})+$")


def lines_of(path):
    with open(path, "rb") as file:
        data = file.read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return data.decode("utf-8").split("\n")


def utf16_column(line, scalar_column):
    """The UTF-16 column of a 1-based column counted in Unicode scalars."""
    prefix = line[: scalar_column - 1]
    return len(prefix.encode("utf-16-le")) // 2 + 1


def main():
    out = out_folder()
    with open(SCHEMA, encoding="utf-8") as file:
        validator = jsonschema.Draft4Validator(json.load(file))
    findings = Findings("check-sarif")
    checked = 0
    for corpus in corpora(out):
        if not corpus.exists("report.sarif"):
            findings.add(corpus, "report.sarif", "missing", f"flowmap compile --format sarif exited {corpus.status.get('sarif')}")
            continue
        checked += 1
        document = corpus.json("report.sarif")
        for error in validator.iter_errors(document):
            findings.add(corpus, "report.sarif", "not valid against the SARIF 2.1.0 schema", f"{'/'.join(map(str, error.absolute_path))}: {error.message}")
        diagnostics = corpus.json("report.json")["diagnostics"] if corpus.exists("report.json") else None
        for run in document.get("runs", []):
            check_run(corpus, run, diagnostics, findings)
        if corpus.exists("verify.sarif"):
            checked += 1
            check_verify(corpus, validator, findings)
    findings.finish(f"{checked} SARIF reports")


def check_verify(corpus, validator, findings):
    """`flowmap verify`'s SARIF: valid, its URIs relative to the folder verify ran in, and every
    result at a flow's line with a related location at the dump's line, as the issue asks."""
    document = corpus.json("verify.sarif")
    for error in validator.iter_errors(document):
        findings.add(corpus, "verify.sarif", "not valid against the SARIF 2.1.0 schema", f"{'/'.join(map(str, error.absolute_path))}: {error.message}")
    with open(corpus.path("verify.cwd"), encoding="utf-8") as file:
        saved, corpus.cwd = corpus.cwd, file.read()
    results = 0
    for run in document.get("runs", []):
        check_run(corpus, run, None, findings)
        for result in run.get("results", []):
            results += 1
            related = [location["physicalLocation"]["artifactLocation"].get("uri", "") for location in result.get("relatedLocations", [])]
            if not any(uri.startswith("dumps/") for uri in related):
                findings.add(corpus, "verify.sarif", "a drift result without the dump's line as a related location", result.get("ruleId"))
    if results == 0:
        findings.add(corpus, "verify.sarif", "no result for the drifted label")
    corpus.cwd = saved


def check_run(corpus, run, diagnostics, findings):
    rules = run.get("tool", {}).get("driver", {}).get("rules", [])
    ids = [rule.get("id") for rule in rules]
    for rule in rules:
        where = f"rule {rule.get('id')}"
        if not rule.get("id"):
            findings.add(corpus, where, "a rule without an id")
        for field in ("shortDescription", "fullDescription", "help"):
            if not (rule.get(field) or {}).get("text", "").strip():
                findings.add(corpus, where, f"no {field}.text (code scanning shows it)")
        if not (rule.get("help") or {}).get("markdown", "").strip():
            findings.add(corpus, where, "no help.markdown")
    results = run.get("results", [])
    if results and run.get("columnKind") not in ("utf16CodeUnits", "unicodeCodePoints"):
        findings.add(corpus, "run", "no columnKind, though the run has results")
    bases = run.get("originalUriBaseIds", {})
    fingerprints = {}
    line_hashes = {}
    for number, result in enumerate(results):
        where = f"result {number}"
        rule_id = result.get("ruleId")
        if not rule_id or rule_id not in ids:
            findings.add(corpus, where, "ruleId names no rule", str(rule_id))
        elif "ruleIndex" in result and ids[result["ruleIndex"]] != rule_id:
            findings.add(corpus, where, "ruleIndex and ruleId disagree")
        if not (result.get("message") or {}).get("text"):
            findings.add(corpus, where, "no message.text")
        prints = result.get("partialFingerprints") or {}
        if not prints:
            findings.add(corpus, where, "no partialFingerprints")
        # upload-sarif fills in a missing line hash from the line's text alone, which two
        # results on one line then share: each result brings its own, distinct in the run.
        line_hash = prints.get("primaryLocationLineHash")
        if not line_hash:
            findings.add(corpus, where, "no partialFingerprints.primaryLocationLineHash: upload-sarif would make one from the line alone")
        elif line_hash in line_hashes:
            findings.add(corpus, where, f"the same primaryLocationLineHash as result {line_hashes[line_hash]}")
        line_hashes.setdefault(line_hash, number)
        key = (rule_id, tuple(sorted(prints.items())))
        if prints and key in fingerprints:
            findings.add(corpus, where, f"same rule and fingerprints as result {fingerprints[key]}: code scanning would make them one alert")
        fingerprints.setdefault(key, number)
        locations = result.get("locations") or []
        if not 1 <= len(locations) <= 10:
            findings.add(corpus, where, f"{len(locations)} locations; code scanning takes 1 to 10")
            continue
        physical = locations[0].get("physicalLocation") or {}
        region = physical.get("region") or {}
        for field in ("startLine", "startColumn", "endLine", "endColumn"):
            if not isinstance(region.get(field), int) or region[field] < 1:
                findings.add(corpus, where, f"region has no {field}")
        path = check_uri(corpus, where, physical.get("artifactLocation") or {}, bases, findings)
        diagnostic = diagnostics[number] if diagnostics is not None and number < len(diagnostics) else None
        if diagnostics is not None and len(diagnostics) != len(results):
            diagnostic = None
        if path and diagnostic:
            check_position(corpus, where, path, region, run.get("columnKind"), diagnostic, findings)
    if diagnostics is not None and len(diagnostics) != len(results):
        findings.add(corpus, "run", f"{len(results)} results for {len(diagnostics)} diagnostics in report.json")


def check_uri(corpus, where, artifact, bases, findings):
    """The file a result's artifact location names, on disk; None when the URI is wrong."""
    uri = artifact.get("uri", "")
    base = artifact.get("uriBaseId")
    if uri.startswith("file:///"):
        if base is not None:
            findings.add(corpus, where, "an absolute URI with a uriBaseId", uri)
        encoded = uri[len("file://"):]
        if not PATH.match(encoded):
            findings.add(corpus, where, "a URI that is not percent-encoded", shown(uri))
            return None
        path = urllib.parse.unquote(encoded, errors="surrogateescape")
    else:
        if base is None or base not in bases:
            findings.add(corpus, where, "a relative URI whose base is not in originalUriBaseIds", f"{shown(uri)} from {base}")
        if not PATH.match(uri) or uri.startswith("/"):
            findings.add(corpus, where, "not a percent-encoded relative reference", shown(uri))
            return None
        segments = uri.split("/")
        if "" in segments or "." in segments or any(s == ".." and i > 0 and segments[i - 1] != ".." for i, s in enumerate(segments)):
            findings.add(corpus, where, "a relative URI with empty, '.' or 'a/..' segments", uri)
        path = os.path.join(corpus.cwd, urllib.parse.unquote(uri, errors="surrogateescape"))
    if not os.path.isfile(path):
        findings.add(corpus, where, "the URI names no file", shown(path))
        return None
    return path


def check_position(corpus, where, path, region, kind, diagnostic, findings):
    """The region starts where report.json's diagnostic does, in the unit columnKind names."""
    lines = lines_of(path)
    line = diagnostic["line"]
    if region.get("startLine") != line:
        findings.add(corpus, where, f"startLine {region.get('startLine')}, but the diagnostic is at line {line}")
        return
    column = diagnostic["column"]
    if kind == "utf16CodeUnits" and line <= len(lines):
        column = utf16_column(lines[line - 1], column)
    if region.get("startColumn") != column:
        findings.add(corpus, where, f"startColumn {region.get('startColumn')}, but the diagnostic is at {column} in {kind}")
    end_line, end_column = region.get("endLine", 0), region.get("endColumn", 0)
    if (end_line, end_column) < (region.get("startLine", 0), region.get("startColumn", 0)) or end_line > len(lines):
        findings.add(corpus, where, f"the region ends at {end_line}:{end_column}, before it starts or past the file")
    elif end_line <= len(lines) and kind == "utf16CodeUnits":
        units = len(lines[end_line - 1].rstrip("\r").encode("utf-16-le")) // 2
        if end_column > units + 1:
            findings.add(corpus, where, f"endColumn {end_column} past the end of line {end_line} ({units} units)")


if __name__ == "__main__":
    main()
