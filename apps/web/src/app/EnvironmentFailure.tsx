/** Shown when assets/environment.json cannot be loaded: no Mantine theme yet, plain markup. */
export function EnvironmentFailure() {
  return (
    <div role="alert" className="environment-failure">
      Failed loading environment configuration.
    </div>
  );
}
