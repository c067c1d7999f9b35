//! The page's gallery reads the presets through `presets()`: the core's
//! registry, every preset with its fields, as JSON text.

#[test]
fn presets_is_the_core_registry_as_json() {
    let v: serde_json::Value = serde_json::from_str(&abviz_wasm::presets()).unwrap();
    let all = v.as_array().unwrap();
    assert_eq!(all.len(), abviz_core::PRESETS.len());
    let fig7 = all.iter().find(|p| p["name"] == "nilsson-fig7").unwrap();
    assert_eq!(fig7["game"], "tree");
    assert_eq!(
        fig7["position"],
        abviz_core::find_preset("nilsson-fig7").unwrap().position
    );
    assert!(fig7["baseline"].is_null());
}
