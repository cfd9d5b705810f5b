import { describe, expect, it } from "vitest";

import { createSseParser, type SseEvent } from "./sse";

function parse(chunks: readonly string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

const stream = 'data: {"a":1}\n\n: a comment\nevent: update\nid: 7\ndata: line one\ndata:line two\n\ndata: [DONE]\n\n';

describe("server-sent events parser", () => {
  it("reads data, event type, id and multi-line data; skips comments", () => {
    expect(parse([stream])).toEqual([
      { event: "message", data: '{"a":1}', id: undefined },
      { event: "update", data: "line one\nline two", id: "7" },
      { event: "message", data: "[DONE]", id: "7" },
    ]);
  });

  it("gives the same events however the stream is cut into chunks", () => {
    const whole = parse([stream]);
    for (let size = 1; size <= 9; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(parse(chunks), `chunks of ${size}`).toEqual(whole);
    }
  });

  it("accepts CRLF and CR line ends, also when a CRLF is split between two chunks", () => {
    const crlf = stream.replace(/\n/g, "\r\n");
    expect(parse([crlf])).toEqual(parse([stream]));
    expect(parse(crlf.split(/(?<=\r)/))).toEqual(parse([stream]));
    expect(parse([stream.replace(/\n/g, "\r")])).toEqual(parse([stream]));
  });

  it("dispatches an event only at its blank line", () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.feed('data: {"choices":[{"delta":{"content":"Hal');
    expect(events).toEqual([]);
    parser.feed('lo"}}]}\n');
    expect(events).toEqual([]);
    parser.feed("\n");
    expect(events.map((event) => event.data)).toEqual(['{"choices":[{"delta":{"content":"Hallo"}}]}']);
  });

  it("delivers a last event that lacks its blank line when the stream ends; an empty data field is an event", () => {
    expect(parse(["data: x\n\ndata: tail"]).map((event) => event.data)).toEqual(["x", "tail"]);
    expect(parse(["data\n\n"]).map((event) => event.data)).toEqual([""]);
    expect(parse(["event: ping\n\n"])).toEqual([]);
  });
});
