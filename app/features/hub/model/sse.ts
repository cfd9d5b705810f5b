/**
 * A parser for `text/event-stream` (the WHATWG server-sent events format) that is fed network chunks
 * as they arrive. A chunk may end anywhere (inside a field name, inside the JSON, between the CR
 * and LF of a line break); the parser keeps the unfinished line and dispatches an event only at the
 * blank line that ends it.
 */

export type SseEvent = { event: string; data: string; id: string | undefined };

export type SseParser = {
  /** Feeds decoded text; calls `onEvent` for every event completed by it. */
  feed(text: string): void;
  /**
   * The stream ended. Unlike a browser's EventSource, a last event without its blank line is still
   * delivered: a model server that closes right after the final text should not lose that text.
   */
  end(): void;
};

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = "";
  let pendingCr = false;
  let data: string[] = [];
  let hasData = false;
  let eventType = "";
  let lastId: string | undefined;

  const dispatch = () => {
    if (hasData) onEvent({ event: eventType || "message", data: data.join("\n"), id: lastId });
    data = [];
    hasData = false;
    eventType = "";
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") {
      data.push(value);
      hasData = true;
    } else if (field === "event") eventType = value;
    else if (field === "id" && !value.includes("\0")) lastId = value;
    // "retry" and unknown fields do not matter to a single request.
  };

  return {
    feed(text) {
      let start = 0;
      // A CR at the end of the previous chunk already ended its line; a LF right after it belongs to it.
      if (pendingCr && text.startsWith("\n")) start = 1;
      pendingCr = false;
      for (let index = start; index < text.length; index++) {
        const char = text.charCodeAt(index);
        if (char !== 10 && char !== 13) continue;
        line(buffer + text.slice(start, index));
        buffer = "";
        if (char === 13) {
          if (index + 1 === text.length) pendingCr = true;
          else if (text.charCodeAt(index + 1) === 10) index++;
        }
        start = index + 1;
      }
      buffer += text.slice(start);
    },
    end() {
      if (buffer !== "") line(buffer);
      buffer = "";
      dispatch();
    },
  };
}
