import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { TryItParam, TryItSpec } from '../../content/types.ts'
import { buildCurl, initialValues, sendRequest, tokenizeJson, validate, type TryItResult, type TryItValues } from '../../lib/try-it.ts'

/** Highlighted JSON: a span per token, coloured by the site's code colours. */
function JsonView({ text, isJson }: { text: string; isJson: boolean }) {
  return (
    <pre className="try-it-code" tabIndex={0}>
      <code>{isJson ? tokenizeJson(text).map((t, i) => (t.type === 'space' || t.type === 'punct' ? t.value : <span key={i} className={`json-${t.type}`}>{t.value}</span>)) : text}</code>
    </pre>
  )
}

function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="try-it-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="try-it-hint" id={`${id}-hint`}>{hint}</p>}
      {error && (
        <p className="try-it-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

function constraintHint(p: TryItParam): string {
  const parts = [p.array ? `array of ${p.type}, one per line` : p.type]
  if (p.format) parts.push(p.format)
  if (p.minimum !== undefined || p.maximum !== undefined) parts.push(`${p.minimum ?? '…'} to ${p.maximum ?? '…'}`)
  if (p.maxLength !== undefined) parts.push(`at most ${p.maxLength} bytes`)
  if (p.maxItems !== undefined) parts.push(`at most ${p.maxItems} values`)
  if (p.default !== undefined) parts.push(`default ${String(p.default)}`)
  if (p.knownValues?.length) parts.push(`known values: ${p.knownValues.join(', ')}`)
  return [parts.join(' · '), p.description].filter(Boolean).join('. ')
}

function ParamInput({ id, param, value, invalid, onChange }: { id: string; param: TryItParam; value: string; invalid: boolean; onChange: (v: string) => void }) {
  const common = { id, name: param.name, value, 'aria-invalid': invalid || undefined, 'aria-describedby': `${id}-hint${invalid ? ` ${id}-error` : ''}`, required: param.required }
  const choices = param.type === 'boolean' ? ['true', 'false'] : param.enum?.map(String)
  if (choices && !param.array) {
    return (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{param.required ? 'Choose…' : '(not set)'}</option>
        {choices.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    )
  }
  if (param.array) return <textarea {...common} rows={3} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
  return (
    <input
      {...common}
      type={param.type === 'integer' ? 'number' : 'text'}
      min={param.minimum}
      max={param.maximum}
      placeholder={param.default !== undefined ? String(param.default) : undefined}
      spellCheck={false}
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

const FAILURES = { network: 'Network error', cors: 'Blocked by CORS', timeout: 'Timed out', host: 'Invalid host' } as const

function Result({ result, host }: { result: TryItResult; host: string }) {
  if (result.kind === 'failed') {
    return (
      <div className="try-it-result" role="alert">
        <p className="try-it-status try-it-status-failed">{FAILURES[result.reason]}</p>
        <p>{result.message}</p>
      </div>
    )
  }
  const ok = result.status >= 200 && result.status < 300
  return (
    <div className="try-it-result">
      <p className={`try-it-status ${ok ? 'try-it-status-ok' : 'try-it-status-failed'}`} role="status">
        {result.status} {result.statusText} <span className="try-it-time">from {host} in {result.ms} ms</span>
      </p>
      {result.xrpcError && (
        <p className="try-it-xrpc-error" role="alert">
          XRPC error <code>{result.xrpcError.error}</code>
          {result.xrpcError.message ? `: ${result.xrpcError.message}` : ''}
        </p>
      )}
      {result.rateLimit.length > 0 ? (
        <dl className="try-it-headers" aria-label="Rate-limit headers">
          {result.rateLimit.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="try-it-hint">No rate-limit headers in the response (or the server does not let browsers read them).</p>
      )}
      {result.body && <JsonView text={result.body} isJson={result.isJson} />}
    </div>
  )
}

/** The method's query parameters, each with its constraints and its problem, if any. */
function ParamsFieldset({ spec, values, errors, id, onChange }: { spec: TryItSpec; values: TryItValues; errors: Record<string, string>; id: (name: string) => string; onChange: (params: TryItValues['params']) => void }) {
  return (
    <fieldset className="try-it-params">
      <legend>Parameters</legend>
      {spec.params.map((param) => (
        <Field
          key={param.name}
          id={id(`p-${param.name}`)}
          label={
            <>
              <code>{param.name}</code>
              {param.required && <span className="try-it-required"> (required)</span>}
            </>
          }
          error={errors[param.name]}
          hint={constraintHint(param)}
        >
          <ParamInput
            id={id(`p-${param.name}`)}
            param={param}
            value={values.params[param.name] ?? ''}
            invalid={Boolean(errors[param.name])}
            onChange={(v) => onChange({ ...values.params, [param.name]: v })}
          />
        </Field>
      ))}
    </fieldset>
  )
}

/** The send button, or for a POST the confirmation it asks for first. */
function SendActions({ confirming, pending, host, post, onCancel }: { confirming: boolean; pending: boolean; host: string; post: boolean; onCancel: () => void }) {
  return (
    <div className="try-it-actions">
      {confirming ? (
        <div className="try-it-confirm" role="alert">
          <p>
            This sends a POST to <strong>{host.trim()}</strong>, which may change data on that server. Send it?
          </p>
          <button type="submit" className="button button-primary">
            Confirm and send
          </button>{' '}
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Sending…' : post ? 'Send request…' : 'Send request'}
        </button>
      )}
    </div>
  )
}

/** The Try it form of one method: parameters, host, credentials, the curl command, and the response. */
export function TryItPanel({ spec }: { spec: TryItSpec }) {
  const uid = useId()
  const [values, setValues] = useState<TryItValues>(() => initialValues(spec))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [file, setFile] = useState<File | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<{ value: TryItResult; host: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // Bumped by a submit that found problems: once they are rendered, focus moves to the first one.
  const [rejected, setRejected] = useState(0)
  useEffect(() => {
    if (rejected > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [rejected])
  const id = (name: string) => `${uid}-${name}`
  const set = (patch: Partial<TryItValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setConfirming(false)
  }
  const rawBody = spec.body && spec.body.encoding !== 'application/json'

  const send = async () => {
    setConfirming(false)
    setPending(true)
    const host = values.host.trim().replace(/\/+$/, '')
    setResult({ value: await sendRequest(spec, values, file ?? undefined), host })
    setPending(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validate(spec, values)
    if (rawBody && !file) found.body = 'Choose the file to send as the request body.'
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setRejected((n) => n + 1)
      return
    }
    if (spec.httpMethod === 'POST' && !confirming) {
      setConfirming(true)
      return
    }
    void send()
  }
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {})

  return (
    <section className="try-it-panel" aria-labelledby={id('title')}>
      <h2 id={id('title')} className="try-it-title" tabIndex={-1}>
        Try it: <code>{spec.nsid}</code>
      </h2>
      <form ref={form} onSubmit={submit} noValidate>
        <Field id={id('host')} label="Host" error={errors.host} hint="Requests go from your browser to this host, which must allow cross-origin requests.">
          <input id={id('host')} type="url" value={values.host} spellCheck={false} onChange={(e) => set({ host: e.target.value })} {...invalid('host')} />
        </Field>
        {spec.auth !== 'none' && (
          <Field
            id={id('token')}
            label={
              <>
                {spec.auth === 'basic' ? 'Admin password' : 'Access token'}
                {spec.authRequired ? <span className="try-it-required"> (required)</span> : <span className="try-it-optional"> (optional)</span>}
              </>
            }
            error={errors.token}
            hint="Kept in this page’s memory only: never stored, and sent only to the host above."
          >
            <input id={id('token')} type="password" value={values.token} autoComplete="off" spellCheck={false} onChange={(e) => set({ token: e.target.value })} {...invalid('token')} />
          </Field>
        )}
        {spec.proxy !== null && (
          <Field id={id('proxy')} label="atproto-proxy header" error={errors.proxy} hint="The service the PDS forwards the call to.">
            <input id={id('proxy')} type="text" value={values.proxy} spellCheck={false} onChange={(e) => set({ proxy: e.target.value })} {...invalid('proxy')} />
          </Field>
        )}
        {spec.params.length > 0 && <ParamsFieldset spec={spec} values={values} errors={errors} id={id} onChange={(params) => set({ params })} />}
        {spec.body && !rawBody && (
          <Field id={id('body')} label="Request body (JSON)" error={errors.body}>
            <textarea id={id('body')} className="try-it-body" rows={8} value={values.body} spellCheck={false} onChange={(e) => set({ body: e.target.value })} {...invalid('body')} />
          </Field>
        )}
        {rawBody && (
          <Field id={id('body')} label={`Request body (${spec.body?.encoding})`} error={errors.body}>
            <input id={id('body')} type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} {...invalid('body')} />
          </Field>
        )}
        <SendActions confirming={confirming} pending={pending} host={values.host} post={spec.httpMethod === 'POST'} onCancel={() => setConfirming(false)} />
      </form>
      <h3 className="try-it-subtitle">curl</h3>
      <pre className="try-it-code try-it-curl" tabIndex={0}>
        <code>{buildCurl(spec, values, file?.name)}</code>
      </pre>
      <div aria-live="polite">{result && <Result result={result.value} host={result.host} />}</div>
    </section>
  )
}
