import 'server-only';
import type { Context, TextMapGetter, TextMapPropagator, TextMapSetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/** Enough for every request in flight: Next reads each one back within the same request. */
const REMEMBERED = 4_096;

/**
 * W3C trace context, continued from an incoming `traceparent` only when a trusted proxy sent it
 * (TRUSTED_PROXY_HOPS > 0), as with X-Request-Id: otherwise anyone could place the portal's spans
 * in a trace of their choosing. Next itself passes a request's context from its proxy pass to its
 * render pass as a `traceparent` on the request, so the ones this process wrote are remembered
 * and always continued.
 */
export class ProxyTrustingTraceContext implements TextMapPropagator {
  private readonly w3c = new W3CTraceContextPropagator();
  private readonly written = new Set<string>();

  constructor(private readonly trustIncoming: boolean) {}

  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    this.w3c.inject(context, carrier, {
      set: (into, key, value) => {
        setter.set(into, key, value);
        if (key === 'traceparent' && !this.trustIncoming) this.remember(value);
      },
    });
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    if (!this.trustIncoming) {
      const value = getter.get(carrier, 'traceparent');
      const traceparent = Array.isArray(value) ? value[0] : value;
      if (traceparent === undefined || !this.written.has(traceparent)) return context;
    }
    return this.w3c.extract(context, carrier, getter);
  }

  fields(): string[] {
    return this.w3c.fields();
  }

  private remember(traceparent: string): void {
    this.written.add(traceparent);
    if (this.written.size > REMEMBERED) this.written.delete(this.written.values().next().value!);
  }
}
