package cache

// Cache is generic and embedded by main.
type Cache[K comparable, V any] struct {
	m    map[K]V
	hits int
}

func (c *Cache[K, V]) Get(k K, fill func(K) V) V {
	if c.m == nil {
		c.m = map[K]V{}
	}
	if v, ok := c.m[k]; ok {
		c.hits++
		return v
	}
	v := fill(k)
	c.m[k] = v
	return v
}

func (c *Cache[K, V]) Hits() int { return c.hits }
