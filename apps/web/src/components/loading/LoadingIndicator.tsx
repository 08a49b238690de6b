import { Loader } from '@mantine/core';

export type LoadingIndicatorProps = {
  variant?: 'spinner' | 'ellipsis';
  size?: 'normal' | 'small';
};

export function LoadingIndicator({ variant = 'spinner', size = 'normal' }: LoadingIndicatorProps) {
  if (variant === 'ellipsis') {
    return (
      <span
        className="loading-ellipsis"
        role="status"
        aria-label="Loading"
        data-size={size}
        style={{ fontSize: size === 'small' ? '0.8rem' : '1.4rem' }}
      >
        <span>.</span>
        <span>.</span>
        <span>.</span>
      </span>
    );
  }
  return <Loader role="status" aria-label="Loading" data-size={size} size={size === 'small' ? 'xs' : 'md'} />;
}
