import { z } from 'zod';

// A talking portrait's rig: the customer's photo and the face-mesh landmarks the browser warps it with. Made on the
// server when a capture is accepted (features/portraits), stored as a user model's `look`, and handed to the runtime
// as `RuntimeSession.portrait`.

/** MediaPipe's face-mesh topology as @vladmandic/human returns it: 468 points, 478 with the irises. */
export const FACE_MESH_POINTS = 468;

export const portraitRigSchema = z.object({
  /** Where the browser loads the photo (a platform URL; private to the corporation's sessions). */
  imageUrl: z.string().min(1),
  /** The photo's size in pixels; the mesh is in these pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Face-mesh landmarks [x, y, z] in image pixels (z relative depth, as the model gives it). */
  mesh: z
    .array(z.tuple([z.number(), z.number(), z.number()]))
    .min(FACE_MESH_POINTS)
    .max(FACE_MESH_POINTS + 10),
  /** The face's box in image pixels: [x, y, width, height]. */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type PortraitRig = z.infer<typeof portraitRigSchema>;
