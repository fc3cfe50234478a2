import { Component, type ReactNode } from "react";
import { isChunkLoadError } from "./chunk-reload";

interface BackgroundPartProps {
  /** Named in the console when the part breaks for another reason than a chunk that could not load. */
  name: string;
  children: ReactNode;
}

/**
 * Around a part of the page that loads its code in the background (web push, a moment after hydration):
 * when that code cannot be fetched (the server is restarting for a deploy), the part stays away instead of
 * the root's boundary reloading the page under the player (spec §8's reload is for navigations).
 */
export class BackgroundPart extends Component<BackgroundPartProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) console.error(`${this.props.name} failed`, error);
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
