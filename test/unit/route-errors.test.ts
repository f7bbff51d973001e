// What React Router hands the error boundary when a route's data request answers with an error status.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearReloadGuard, isLoadFailure, reloadOnce } from '../../app/lib/load-errors.ts'
import { classifyRouteError, getErrorMessages } from '../../app/lib/route-errors.ts'
import { memoryStorage } from './memory-storage.ts'

afterEach(() => vi.unstubAllGlobals())

describe('route errors', () => {
  it('treats a 404 response as the not-found page', () => {
    expect(classifyRouteError(new ErrorResponse(404, 'Not Found', 'missing'))).toEqual({ kind: 'not-found' })
  })

  it('treats a failed fetch of data or code as a load failure to reload', () => {
    for (const error of [new TypeError('Failed to fetch'), new TypeError('Failed to fetch dynamically imported module: /assets/doc.js'), new Error('NetworkError when attempting to fetch resource.')]) {
      expect(isLoadFailure(error)).toBe(true)
      expect(classifyRouteError(error)).toEqual({ kind: 'load-failure', message: error.message, reload: true })
    }
  })

  it('shows a server error response without reloading', () => {
    expect(classifyRouteError(new ErrorResponse(503, 'Service Unavailable', 'boom'))).toEqual({
      kind: 'load-failure',
      message: 'The server answered 503 Service Unavailable',
      reload: false,
    })
  })

  it('treats anything else as a crash with every message behind it', () => {
    const error = new Error('Rendering the sidebar failed', { cause: new TypeError("Cannot read properties of undefined (reading 'map')") })
    expect(isLoadFailure(error)).toBe(false)
    expect(classifyRouteError(error)).toEqual({ kind: 'crash', messages: ['Rendering the sidebar failed', "Cannot read properties of undefined (reading 'map')"] })
    expect(getErrorMessages(new AggregateError([new Error('a'), new Error('b')], 'several'))).toEqual(['several', 'a', 'b'])
    expect(getErrorMessages('plain text')).toEqual(['plain text'])
    expect(getErrorMessages({ code: 42 })).toEqual(['{"code":42}'])
  })

  it('survives a cause cycle', () => {
    const error = new Error('loop') as Error & { cause?: unknown }
    error.cause = error
    // Followed a few levels deep, then cut.
    expect(getErrorMessages(error)).toEqual(Array(6).fill('loop'))
  })
})

describe('reload once after a load failure', () => {
  function stubWindow(path: string, session = memoryStorage()) {
    const reload = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('window', { location: { pathname: path, search: '', reload }, sessionStorage: session })
    return { reload, warn, session }
  }

  it('reloads the first time for an address and never again until a page renders', () => {
    const { reload, warn } = stubWindow('/docs/tutorials/blocking')
    expect(reloadOnce()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/Loading \/docs\/tutorials\/blocking failed during navigation; reloading the page in full/)
    expect(reloadOnce()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    clearReloadGuard()
    expect(reloadOnce()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('does not reload at all when session storage is unavailable, since nothing could stop a loop', () => {
    const reload = vi.fn()
    vi.stubGlobal('window', {
      location: { pathname: '/x', search: '', reload },
      get sessionStorage() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(reloadOnce()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
