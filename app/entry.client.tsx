import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { holdNotFoundAddress } from './lib/not-found-url.ts'

// The not-found page, served at whatever address the reader asked for, hydrates at the one it was
// prerendered for (lib/not-found-url.ts).
holdNotFoundAddress()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
